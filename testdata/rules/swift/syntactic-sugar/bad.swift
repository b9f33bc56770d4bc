var ids: Array<Int> = [] // want "swift/syntactic-sugar"
var nick: Optional<String> = nil // want "swift/syntactic-sugar"
var ages: Dictionary<String, Int> = [:] // want "swift/syntactic-sugar"
