repositories {
    mavenCentral()
    maven { url = uri("https://repo.example.com/maven2") }
    maven("https://repo.example.com/releases")
    maven { url = uri("http://localhost:8081/repository/snapshots") }
}

publishing {
    publications {
        create<MavenPublication>("lib") {
            pom {
                url = "http://www.example.com/library"
            }
        }
    }
}
