class Model {
    var name: String?
    let title: String? = nil
    var count: Int? = 0
}
