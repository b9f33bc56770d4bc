def publish(post, draft):
    if draft == True:  # want "python/compare-to-bool"
        return None
    if self.visible != False:  # want "python/compare-to-bool"
        post.show()
