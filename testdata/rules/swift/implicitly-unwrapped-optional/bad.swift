class ProfileViewController: UIViewController {
    var service: ProfileService! // want "swift/implicitly-unwrapped-optional"
    @IBOutlet weak var nameLabel: UILabel!

    func load() {
        service.fetch()
    }
}
