repositories {
    mavenCentral()
    maven { url = uri("http://repo.example.com/maven2") } // want "kotlin/gradle-http-repository"
    maven("http://repo.example.com/releases") // want "kotlin/gradle-http-repository"
    maven {
        setUrl("http://nexus.corp.example/repository/public") // want "kotlin/gradle-http-repository"
        isAllowInsecureProtocol = true
    }
}
