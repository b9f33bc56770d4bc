func circle(r: CGFloat) -> (CGFloat, CGRect) {
    let area = CGFloat.pi * r * r
    let half = Double.pi / 2
    return (area, CGRect.zero)
}
