@_exported import FluentAlert
