def uptime() {
    def p = "uptime".execute()
    p.waitFor()
}

def ping(String host) {
    Runtime.getRuntime().exec(["ping", "-c", "1", host] as String[])
}

def greet(String name) {
    println "hello ${name}".toUpperCase()
}
