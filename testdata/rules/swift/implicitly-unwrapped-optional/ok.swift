class ProfileViewController: UIViewController {
    var service: ProfileService?
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet var buttons: [UIButton]!
    let isOn: Bool = !false

    func load() {
        service?.fetch()
    }
}
