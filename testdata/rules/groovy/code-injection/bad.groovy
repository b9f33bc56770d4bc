def calculate(String expression) {
    Eval.me(expression) // want "groovy/code-injection"
}

def runScript(String script) {
    new GroovyShell().evaluate(script) // want "groovy/code-injection"
}

def withBinding(x, String formula) {
    Eval.x(x, "x * ${formula}") // want "groovy/code-injection"
}
