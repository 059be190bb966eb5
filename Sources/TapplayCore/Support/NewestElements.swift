extension Array {
    /// Drops the oldest elements (the first ones) so that at most `limit` remain.
    mutating func keepNewest(_ limit: Int) {
        if count > limit { removeFirst(count - limit) }
    }

    /// Appends `element` while reading a stream of which only the newest
    /// `limit` are kept: the oldest are dropped once there are twice as many,
    /// so each append costs constant time on average. Call `keepNewest(limit)`
    /// after the last one.
    mutating func append(_ element: Element, keepingNewest limit: Int) {
        append(element)
        if count >= 2 * limit { keepNewest(limit) }
    }
}
