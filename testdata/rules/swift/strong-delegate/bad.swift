protocol DownloaderDelegate: AnyObject {
    func didFinish()
}

class Downloader {
    var delegate: DownloaderDelegate? // want "swift/strong-delegate"
    var progressDelegate: ProgressDelegate? // want "swift/strong-delegate"
}
