#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A value shared between worker threads, read and changed under a POSIX mutex.
///
/// Not the `Synchronization` module's `Mutex` and `Atomic`: Apple platforms have those only from
/// macOS 15 and iOS 18, and the package builds for older deployment targets.
public final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// A shared `value`.
    public init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` on the value under the lock and returns what it returns.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

/// Numbers handed out to worker threads one at a time: each ``take()`` returns a number no other
/// call returns, counting up from the start (a work queue's next chunk).
public final class TicketCounter: Sendable {
    private let next: Locked<Int>

    /// A counter whose first ticket is `start`.
    public init(_ start: Int = 0) {
        next = Locked(start)
    }

    /// The next ticket.
    public func take() -> Int {
        next.withLock { value in
            defer { value &+= 1 }
            return value
        }
    }
}
