dependencies {
    implementation("org.apache.commons:commons-lang3:3.+") // want "kotlin/gradle-dynamic-version"
    implementation("com.google.guava:guava:latest.release") // want "kotlin/gradle-dynamic-version"
    testImplementation("junit:junit:[4.0,5.0)") // want "kotlin/gradle-dynamic-version"
}
