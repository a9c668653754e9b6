/// Counts the steps of the loops whose length depends on the input (a mark's search for its
/// base, a line's search for its visible end), so that tests can check that the work grows in
/// proportion to the input by counting, not by timing. Counting is off (a nil check per loop,
/// not per step) unless a test binds ``current``.
public final class WorkCounter: @unchecked Sendable {
    /// Steps counted while bound.
    public private(set) var steps = 0

    /// A counter at zero.
    public init() {}

    /// The counter of the running task, if a test bound one.
    @TaskLocal public static var current: WorkCounter?

    /// Adds `count` steps to the bound counter, if any. Reading the task-local costs more than
    /// the step itself: a loop run many times per call reads ``current`` once and calls
    /// ``count(_:)``.
    @inline(__always)
    public static func add(_ count: Int) {
        if let counter = current { counter.steps &+= count }
    }

    /// Adds `count` steps to this counter.
    @inline(__always)
    public func count(_ count: Int) {
        steps &+= count
    }
}
