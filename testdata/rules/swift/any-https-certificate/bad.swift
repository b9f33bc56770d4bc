import Foundation

func trust(host: String) {
    NSURLRequest.setAllowsAnyHTTPSCertificate(true, forHost: host) // want "swift/any-https-certificate"
}
