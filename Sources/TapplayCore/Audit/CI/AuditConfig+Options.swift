extension AuditConfig {
    /// The audit's options: each one given on the command line (non-nil),
    /// else the config file's, else the audit's default. `--policy` replaces
    /// the file's `policies` whole, `--standard` its `standards`.
    public func options(policies given: [PolicyKind], minSize: Double?, spacing: Double?, resolution: Double?,
                        slop: Double?, radius: Double?, standards: [Standard] = []) -> AuditOptions {
        let defaults = AuditOptions()
        var options = AuditOptions(policies: given.isEmpty ? policies : given,
                                   policiesGivenBy: given.isEmpty ? .config : .commandLine,
                                   minSize: minSize ?? self.minSize,
                                   spacing: spacing ?? self.spacing ?? defaults.spacing,
                                   resolution: resolution ?? self.resolution ?? defaults.resolution,
                                   slop: slop ?? self.slop,
                                   radius: radius ?? self.radius ?? defaults.radius)
        options.standards = Standard.normalised(standards.isEmpty ? self.standards ?? Standard.defaults : standards)
        return options
    }
}
