/// The exit statuses of `fluentalert`, as documented in its `--help`.
enum ExitStatus: Int32 {
  case success = 0
  case cancelled = 1
  case usage = 2
  case badInput = 3
  case invalidDialog = 4
  case terminalFailure = 5
  case outputFailure = 6
  case layoutWarnings = 7
}
