internal import Foundation

/// FluentAlert's own texts (the system's "Cancel", the words that describe
/// a text requirement) translated into the languages it covers: a String
/// Catalog like any app's, looked up when a key in the table
/// ``table`` is in none of the app's tables.
///
/// An app overrides a text, or adds a language, with its own
/// `FluentAlert.xcstrings` (or `FluentAlert.strings`) holding the same keys.
package enum BuiltInStrings {
  /// The table FluentAlert's own texts are looked up in.
  package static let table = "FluentAlert"

  /// The built-in translations.
  static let catalog: StringCatalog = {
    do {
      return try StringCatalog(data: Data(json.utf8))
    } catch {
      preconditionFailure("FluentAlert's built-in catalog is invalid: \(error)")
    }
  }()

  private static let json = #"""
    {
      "sourceLanguage": "en",
      "strings": {
        "Cancel": {
          "comment": "The title of a cancel action that asks for the system's own word.",
          "localizations": {
            "ar": {
              "stringUnit": {
                "state": "translated",
                "value": "إلغاء"
              }
            },
            "cs": {
              "stringUnit": {
                "state": "translated",
                "value": "Zrušit"
              }
            },
            "da": {
              "stringUnit": {
                "state": "translated",
                "value": "Annuller"
              }
            },
            "de": {
              "stringUnit": {
                "state": "translated",
                "value": "Abbrechen"
              }
            },
            "en": {
              "stringUnit": {
                "state": "translated",
                "value": "Cancel"
              }
            },
            "es": {
              "stringUnit": {
                "state": "translated",
                "value": "Cancelar"
              }
            },
            "fi": {
              "stringUnit": {
                "state": "translated",
                "value": "Kumoa"
              }
            },
            "fr": {
              "stringUnit": {
                "state": "translated",
                "value": "Annuler"
              }
            },
            "he": {
              "stringUnit": {
                "state": "translated",
                "value": "ביטול"
              }
            },
            "it": {
              "stringUnit": {
                "state": "translated",
                "value": "Annulla"
              }
            },
            "ja": {
              "stringUnit": {
                "state": "translated",
                "value": "キャンセル"
              }
            },
            "ko": {
              "stringUnit": {
                "state": "translated",
                "value": "취소"
              }
            },
            "nb": {
              "stringUnit": {
                "state": "translated",
                "value": "Avbryt"
              }
            },
            "nl": {
              "stringUnit": {
                "state": "translated",
                "value": "Annuleer"
              }
            },
            "pl": {
              "stringUnit": {
                "state": "translated",
                "value": "Anuluj"
              }
            },
            "pt": {
              "stringUnit": {
                "state": "translated",
                "value": "Cancelar"
              }
            },
            "ru": {
              "stringUnit": {
                "state": "translated",
                "value": "Отменить"
              }
            },
            "sv": {
              "stringUnit": {
                "state": "translated",
                "value": "Avbryt"
              }
            },
            "tr": {
              "stringUnit": {
                "state": "translated",
                "value": "Vazgeç"
              }
            },
            "uk": {
              "stringUnit": {
                "state": "translated",
                "value": "Скасувати"
              }
            },
            "zh-Hans": {
              "stringUnit": {
                "state": "translated",
                "value": "取消"
              }
            },
            "zh-Hant": {
              "stringUnit": {
                "state": "translated",
                "value": "取消"
              }
            }
          }
        },
        "Do not ask again": {
          "comment": "The suppression toggle of a dialog that offers a choice, as macOS words it.",
          "localizations": {
            "de": {
              "stringUnit": {
                "state": "translated",
                "value": "Nicht mehr fragen"
              }
            },
            "en": {
              "stringUnit": {
                "state": "translated",
                "value": "Do not ask again"
              }
            },
            "es": {
              "stringUnit": {
                "state": "translated",
                "value": "No volver a preguntar"
              }
            },
            "fr": {
              "stringUnit": {
                "state": "translated",
                "value": "Ne plus demander"
              }
            },
            "ja": {
              "stringUnit": {
                "state": "translated",
                "value": "今後確認しない"
              }
            },
            "pl": {
              "stringUnit": {
                "state": "translated",
                "value": "Nie pytaj ponownie"
              }
            },
            "ru": {
              "stringUnit": {
                "state": "translated",
                "value": "Больше не спрашивать"
              }
            }
          }
        },
        "Do not show this message again": {
          "comment": "The suppression toggle of a dialog with one way to close it, as macOS words it.",
          "localizations": {
            "de": {
              "stringUnit": {
                "state": "translated",
                "value": "Diese Meldung nicht mehr anzeigen"
              }
            },
            "en": {
              "stringUnit": {
                "state": "translated",
                "value": "Do not show this message again"
              }
            },
            "es": {
              "stringUnit": {
                "state": "translated",
                "value": "No volver a mostrar este mensaje"
              }
            },
            "fr": {
              "stringUnit": {
                "state": "translated",
                "value": "Ne plus afficher ce message"
              }
            },
            "ja": {
              "stringUnit": {
                "state": "translated",
                "value": "今後このメッセージを表示しない"
              }
            },
            "pl": {
              "stringUnit": {
                "state": "translated",
                "value": "Nie pokazuj więcej tego komunikatu"
              }
            },
            "ru": {
              "stringUnit": {
                "state": "translated",
                "value": "Больше не показывать это сообщение"
              }
            }
          }
        },
        "can be any length": {
          "comment": "A text field's requirement that allows any text.",
          "localizations": {
            "de": {
              "stringUnit": {
                "state": "translated",
                "value": "kann beliebig lang sein"
              }
            },
            "en": {
              "stringUnit": {
                "state": "translated",
                "value": "can be any length"
              }
            },
            "es": {
              "stringUnit": {
                "state": "translated",
                "value": "puede tener cualquier longitud"
              }
            },
            "fr": {
              "stringUnit": {
                "state": "translated",
                "value": "peut avoir toute longueur"
              }
            },
            "ja": {
              "stringUnit": {
                "state": "translated",
                "value": "長さは自由です"
              }
            },
            "pl": {
              "stringUnit": {
                "state": "translated",
                "value": "dowolnej długości"
              }
            },
            "ru": {
              "stringUnit": {
                "state": "translated",
                "value": "любой длины"
              }
            }
          }
        },
        "must be %lld%@%lld characters": {
          "comment": "A text field's requirement: a length range (lower, dash, upper).",
          "localizations": {
            "de": {
              "stringUnit": {
                "state": "translated",
                "value": "muss %1$lld%2$@%3$lld Zeichen lang sein"
              }
            },
            "en": {
              "stringUnit": {
                "state": "translated",
                "value": "must be %1$lld%2$@%#@upper@"
              },
              "substitutions": {
                "upper": {
                  "argNum": 3,
                  "formatSpecifier": "lld",
                  "variations": {
                    "plural": {
                      "one": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "%arg character"
                        }
                      },
                      "other": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "%arg characters"
                        }
                      }
                    }
                  }
                }
              }
            },
            "es": {
              "stringUnit": {
                "state": "translated",
                "value": "debe tener %1$lld%2$@%#@upper@"
              },
              "substitutions": {
                "upper": {
                  "argNum": 3,
                  "formatSpecifier": "lld",
                  "variations": {
                    "plural": {
                      "one": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "%arg carácter"
                        }
                      },
                      "other": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "%arg caracteres"
                        }
                      }
                    }
                  }
                }
              }
            },
            "fr": {
              "stringUnit": {
                "state": "translated",
                "value": "doit faire %1$lld%2$@%#@upper@"
              },
              "substitutions": {
                "upper": {
                  "argNum": 3,
                  "formatSpecifier": "lld",
                  "variations": {
                    "plural": {
                      "one": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "%arg caractère"
                        }
                      },
                      "other": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "%arg caractères"
                        }
                      }
                    }
                  }
                }
              }
            },
            "ja": {
              "stringUnit": {
                "state": "translated",
                "value": "%1$lld%2$@%3$lld文字にしてください"
              }
            },
            "pl": {
              "stringUnit": {
                "state": "translated",
                "value": "od %1$lld do %#@upper@"
              },
              "substitutions": {
                "upper": {
                  "argNum": 3,
                  "formatSpecifier": "lld",
                  "variations": {
                    "plural": {
                      "few": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "%arg znaków"
                        }
                      },
                      "many": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "%arg znaków"
                        }
                      },
                      "one": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "%arg znaku"
                        }
                      },
                      "other": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "%arg znaku"
                        }
                      }
                    }
                  }
                }
              }
            },
            "ru": {
              "stringUnit": {
                "state": "translated",
                "value": "от %1$lld до %#@upper@"
              },
              "substitutions": {
                "upper": {
                  "argNum": 3,
                  "formatSpecifier": "lld",
                  "variations": {
                    "plural": {
                      "few": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "%arg символов"
                        }
                      },
                      "many": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "%arg символов"
                        }
                      },
                      "one": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "%arg символа"
                        }
                      },
                      "other": {
                        "stringUnit": {
                          "state": "translated",
                          "value": "%arg символа"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "must be at least %lld characters": {
          "comment": "A text field's requirement: this many characters or more.",
          "localizations": {
            "de": {
              "stringUnit": {
                "state": "translated",
                "value": "muss mindestens %lld Zeichen lang sein"
              }
            },
            "en": {
              "variations": {
                "plural": {
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "must be at least %lld character"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "must be at least %lld characters"
                    }
                  }
                }
              }
            },
            "es": {
              "variations": {
                "plural": {
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "debe tener al menos %lld carácter"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "debe tener al menos %lld caracteres"
                    }
                  }
                }
              }
            },
            "fr": {
              "variations": {
                "plural": {
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "doit faire au moins %lld caractère"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "doit faire au moins %lld caractères"
                    }
                  }
                }
              }
            },
            "ja": {
              "stringUnit": {
                "state": "translated",
                "value": "%lld文字以上にしてください"
              }
            },
            "pl": {
              "variations": {
                "plural": {
                  "few": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "co najmniej %lld znaki"
                    }
                  },
                  "many": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "co najmniej %lld znaków"
                    }
                  },
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "co najmniej %lld znak"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "co najmniej %lld znaku"
                    }
                  }
                }
              }
            },
            "ru": {
              "variations": {
                "plural": {
                  "few": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "не короче %lld символов"
                    }
                  },
                  "many": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "не короче %lld символов"
                    }
                  },
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "не короче %lld символа"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "не короче %lld символа"
                    }
                  }
                }
              }
            }
          }
        },
        "must be at most %lld characters": {
          "comment": "A text field's requirement: this many characters or fewer.",
          "localizations": {
            "de": {
              "stringUnit": {
                "state": "translated",
                "value": "darf höchstens %lld Zeichen lang sein"
              }
            },
            "en": {
              "variations": {
                "plural": {
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "must be at most %lld character"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "must be at most %lld characters"
                    }
                  }
                }
              }
            },
            "es": {
              "variations": {
                "plural": {
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "debe tener como máximo %lld carácter"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "debe tener como máximo %lld caracteres"
                    }
                  }
                }
              }
            },
            "fr": {
              "variations": {
                "plural": {
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "doit faire au plus %lld caractère"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "doit faire au plus %lld caractères"
                    }
                  }
                }
              }
            },
            "ja": {
              "stringUnit": {
                "state": "translated",
                "value": "%lld文字以下にしてください"
              }
            },
            "pl": {
              "variations": {
                "plural": {
                  "few": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "co najwyżej %lld znaki"
                    }
                  },
                  "many": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "co najwyżej %lld znaków"
                    }
                  },
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "co najwyżej %lld znak"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "co najwyżej %lld znaku"
                    }
                  }
                }
              }
            },
            "ru": {
              "variations": {
                "plural": {
                  "few": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "не длиннее %lld символов"
                    }
                  },
                  "many": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "не длиннее %lld символов"
                    }
                  },
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "не длиннее %lld символа"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "не длиннее %lld символа"
                    }
                  }
                }
              }
            }
          }
        },
        "must be empty": {
          "comment": "A text field's requirement: no text at all.",
          "localizations": {
            "de": {
              "stringUnit": {
                "state": "translated",
                "value": "muss leer sein"
              }
            },
            "en": {
              "stringUnit": {
                "state": "translated",
                "value": "must be empty"
              }
            },
            "es": {
              "stringUnit": {
                "state": "translated",
                "value": "debe estar vacío"
              }
            },
            "fr": {
              "stringUnit": {
                "state": "translated",
                "value": "doit être vide"
              }
            },
            "ja": {
              "stringUnit": {
                "state": "translated",
                "value": "空にしてください"
              }
            },
            "pl": {
              "stringUnit": {
                "state": "translated",
                "value": "musi być puste"
              }
            },
            "ru": {
              "stringUnit": {
                "state": "translated",
                "value": "должно быть пустым"
              }
            }
          }
        },
        "must be exactly %lld characters": {
          "comment": "A text field's requirement: exactly this many characters.",
          "localizations": {
            "de": {
              "stringUnit": {
                "state": "translated",
                "value": "muss genau %lld Zeichen lang sein"
              }
            },
            "en": {
              "variations": {
                "plural": {
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "must be exactly %lld character"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "must be exactly %lld characters"
                    }
                  }
                }
              }
            },
            "es": {
              "variations": {
                "plural": {
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "debe tener exactamente %lld carácter"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "debe tener exactamente %lld caracteres"
                    }
                  }
                }
              }
            },
            "fr": {
              "variations": {
                "plural": {
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "doit faire exactement %lld caractère"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "doit faire exactement %lld caractères"
                    }
                  }
                }
              }
            },
            "ja": {
              "stringUnit": {
                "state": "translated",
                "value": "ちょうど%lld文字にしてください"
              }
            },
            "pl": {
              "variations": {
                "plural": {
                  "few": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "dokładnie %lld znaki"
                    }
                  },
                  "many": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "dokładnie %lld znaków"
                    }
                  },
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "dokładnie %lld znak"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "dokładnie %lld znaku"
                    }
                  }
                }
              }
            },
            "ru": {
              "variations": {
                "plural": {
                  "few": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "ровно %lld символа"
                    }
                  },
                  "many": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "ровно %lld символов"
                    }
                  },
                  "one": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "ровно %lld символ"
                    }
                  },
                  "other": {
                    "stringUnit": {
                      "state": "translated",
                      "value": "ровно %lld символа"
                    }
                  }
                }
              }
            }
          }
        },
        "must differ from “%@”": {
          "comment": "A text field's requirement: any text but that of another field, named here.",
          "localizations": {
            "de": {
              "stringUnit": {
                "state": "translated",
                "value": "muss sich von „%@“ unterscheiden"
              }
            },
            "en": {
              "stringUnit": {
                "state": "translated",
                "value": "must differ from “%@”"
              }
            },
            "es": {
              "stringUnit": {
                "state": "translated",
                "value": "debe ser distinto de «%@»"
              }
            },
            "fr": {
              "stringUnit": {
                "state": "translated",
                "value": "doit être différent de « %@ »"
              }
            },
            "ja": {
              "stringUnit": {
                "state": "translated",
                "value": "「%@」と異なる必要があります"
              }
            },
            "pl": {
              "stringUnit": {
                "state": "translated",
                "value": "musi się różnić od „%@”"
              }
            },
            "ru": {
              "stringUnit": {
                "state": "translated",
                "value": "должно отличаться от «%@»"
              }
            }
          }
        },
        "must have the expected format": {
          "comment": "A text field's requirement: text matching the field's pattern.",
          "localizations": {
            "de": {
              "stringUnit": {
                "state": "translated",
                "value": "muss das erwartete Format haben"
              }
            },
            "en": {
              "stringUnit": {
                "state": "translated",
                "value": "must have the expected format"
              }
            },
            "es": {
              "stringUnit": {
                "state": "translated",
                "value": "debe tener el formato esperado"
              }
            },
            "fr": {
              "stringUnit": {
                "state": "translated",
                "value": "doit avoir le format attendu"
              }
            },
            "ja": {
              "stringUnit": {
                "state": "translated",
                "value": "正しい形式で入力してください"
              }
            },
            "pl": {
              "stringUnit": {
                "state": "translated",
                "value": "musi mieć oczekiwany format"
              }
            },
            "ru": {
              "stringUnit": {
                "state": "translated",
                "value": "должно быть в нужном формате"
              }
            }
          }
        },
        "must match “%@”": {
          "comment": "A text field's requirement: the same text as another field, named here.",
          "localizations": {
            "de": {
              "stringUnit": {
                "state": "translated",
                "value": "muss mit „%@“ übereinstimmen"
              }
            },
            "en": {
              "stringUnit": {
                "state": "translated",
                "value": "must match “%@”"
              }
            },
            "es": {
              "stringUnit": {
                "state": "translated",
                "value": "debe coincidir con «%@»"
              }
            },
            "fr": {
              "stringUnit": {
                "state": "translated",
                "value": "doit correspondre à « %@ »"
              }
            },
            "ja": {
              "stringUnit": {
                "state": "translated",
                "value": "「%@」と一致する必要があります"
              }
            },
            "pl": {
              "stringUnit": {
                "state": "translated",
                "value": "musi być zgodne z „%@”"
              }
            },
            "ru": {
              "stringUnit": {
                "state": "translated",
                "value": "должно совпадать с «%@»"
              }
            }
          }
        },
        "one of these must not be empty: %@": {
          "comment": "A text field's requirement: at least one of the fields listed after the colon has text.",
          "localizations": {
            "de": {
              "stringUnit": {
                "state": "translated",
                "value": "eines davon darf nicht leer sein: %@"
              }
            },
            "en": {
              "stringUnit": {
                "state": "translated",
                "value": "one of these must not be empty: %@"
              }
            },
            "es": {
              "stringUnit": {
                "state": "translated",
                "value": "uno de estos no puede estar vacío: %@"
              }
            },
            "fr": {
              "stringUnit": {
                "state": "translated",
                "value": "l’un de ces champs ne doit pas être vide : %@"
              }
            },
            "ja": {
              "stringUnit": {
                "state": "translated",
                "value": "次のいずれかを入力してください: %@"
              }
            },
            "pl": {
              "stringUnit": {
                "state": "translated",
                "value": "jedno z tych pól nie może być puste: %@"
              }
            },
            "ru": {
              "stringUnit": {
                "state": "translated",
                "value": "одно из этих полей не может быть пустым: %@"
              }
            }
          }
        },
        "must not be empty": {
          "comment": "A text field's requirement: some text other than white space.",
          "localizations": {
            "de": {
              "stringUnit": {
                "state": "translated",
                "value": "darf nicht leer sein"
              }
            },
            "en": {
              "stringUnit": {
                "state": "translated",
                "value": "must not be empty"
              }
            },
            "es": {
              "stringUnit": {
                "state": "translated",
                "value": "no puede estar vacío"
              }
            },
            "fr": {
              "stringUnit": {
                "state": "translated",
                "value": "ne doit pas être vide"
              }
            },
            "ja": {
              "stringUnit": {
                "state": "translated",
                "value": "空にはできません"
              }
            },
            "pl": {
              "stringUnit": {
                "state": "translated",
                "value": "nie może być puste"
              }
            },
            "ru": {
              "stringUnit": {
                "state": "translated",
                "value": "не может быть пустым"
              }
            }
          }
        }
      },
      "version": "1.0"
    }
    """#
}
