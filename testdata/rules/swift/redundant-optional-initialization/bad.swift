class Model {
    var name: String? = nil // want "swift/redundant-optional-initialization"
}
