dependencies {
    implementation("org.apache.commons:commons-lang3:3.14.0")
    implementation(platform("org.springframework.boot:spring-boot-dependencies:3.2.0"))
    implementation("org.springframework.boot:spring-boot-starter-web")
    implementation("com.example:lib:${libVersion}")
    testImplementation(project(":core"))
}
