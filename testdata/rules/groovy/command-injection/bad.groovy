def thumbnail(String file) {
    def p = "convert ${file} -resize 64x64 out.png".execute() // want "groovy/command-injection"
    p.waitFor()
}

def ping(String host) {
    Runtime.getRuntime().exec("ping -c 1 " + host) // want "groovy/command-injection"
}
