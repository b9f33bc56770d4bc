func make() -> UIView {
    return UIView.init(frame: .zero) // want "swift/explicit-init"
}
