// The shimmed module compiles the core's Apple-only sources on their own; it sees the core, which
// they belong to in the real build, through the shim it imports implicitly.
@_exported import FluentAlert
