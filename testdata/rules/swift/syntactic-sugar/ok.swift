var ids: [Int] = []
var nick: String? = nil
var ages: [String: Int] = [:]
var pending: Set<Int> = []
var cache: NSCache<NSString, UIImage> = NSCache()
