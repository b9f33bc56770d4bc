def header(req):
    return "%s:%s" % (req.method,
                      # the selector, not the full URL
                      req.selector)
