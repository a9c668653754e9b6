import Dispatch
import Testing
import TypesetSupport

/// Worker threads share a work queue's counter and collect their results under one lock: every
/// ticket is handed out once, and nothing appended is lost.
@Suite struct SharedStateTests {
    @Test func ticketsAreUniqueAcrossThreads() {
        let counter = TicketCounter(10)
        let taken = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            var mine: [Int] = []
            for _ in 0..<2_000 { mine.append(counter.take()) }
            taken.withLock { $0 += mine }
        }
        let all = taken.withLock { $0 }.sorted()
        #expect(all == Array(10..<(10 + 16_000)))
        #expect(counter.take() == 16_010)
    }
}
