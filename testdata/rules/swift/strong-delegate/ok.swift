class Downloader {
    weak var delegate: DownloaderDelegate?
    unowned var owner: Owner
    var appDelegate: AppDelegate?
    var delegate2: DownloaderDelegate? {
        didSet { refresh() }
    }
}

struct Config {
    var delegate: DownloaderDelegate?
}

protocol HasDelegate {
    var delegate: DownloaderDelegate? { get set }
}
