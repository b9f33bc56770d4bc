import com.jcraft.jsch.JSch

fun open() {
    val session = JSch().getSession("deploy", "host", 22)
    session.setConfig("StrictHostKeyChecking", "no") // want "kotlin/ssh-host-key-not-checked"
}
