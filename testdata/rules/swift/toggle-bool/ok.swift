class Switch {
    var isOn = false
    var other = true
    func flip() {
        isOn.toggle()
        isOn = !other
    }
}
