import Foundation

func request(url: URL) -> URLRequest {
    return URLRequest(url: url)
}
