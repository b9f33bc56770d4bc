import java.io.File

fun ping(host: String): Process {
    return Runtime.getRuntime().exec("ping -c 1 $host") // want "kotlin/command-injection"
}

fun convert(file: File): Process =
    ProcessBuilder("sh", "-c", "convert ${file.path} out.png").start() // want "kotlin/command-injection"

fun list(dir: String): Process =
    Runtime.getRuntime().exec(arrayOf("sh", "-c", "ls $dir")) // want "kotlin/command-injection"

fun listFormatted(dir: String): Process =
    Runtime.getRuntime().exec(String.format("ls %s", dir)) // want "kotlin/command-injection"

fun listFormatted2(dir: String): Process =
    Runtime.getRuntime().exec("ls %s".format(dir)) // want "kotlin/command-injection"
