import java.io.File

fun ping(host: String): Process {
    return Runtime.getRuntime().exec("ping -c 1 $host") // want "kotlin/command-injection"
}

fun convert(file: File): Process =
    ProcessBuilder("sh", "-c", "convert ${file.path} out.png").start() // want "kotlin/command-injection"

fun list(dir: String): Process =
    Runtime.getRuntime().exec(arrayOf("sh", "-c", "ls $dir")) // want "kotlin/command-injection"
