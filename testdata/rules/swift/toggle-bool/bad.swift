class Switch {
    var isOn = false
    func flip() {
        isOn = !isOn // want "swift/toggle-bool"
    }
}
