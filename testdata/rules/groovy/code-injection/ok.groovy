def two() {
    Eval.me('1 + 1')
}

def scaled(x) {
    Eval.x(x, 'x * 2')
}

def config(File f) {
    new ConfigSlurper().parse(f.toURI().toURL())
}
