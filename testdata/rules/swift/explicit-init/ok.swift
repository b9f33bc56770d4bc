class Card: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }
    convenience init() {
        self.init(frame: .zero)
    }
    func copy() -> UIView {
        let t = type(of: self)
        return UIView(frame: frame)
    }
}
