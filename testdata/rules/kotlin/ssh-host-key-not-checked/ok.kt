import com.jcraft.jsch.JSch

fun open() {
    val jsch = JSch()
    jsch.setKnownHosts("/home/deploy/.ssh/known_hosts")
    val session = jsch.getSession("deploy", "host", 22)
    session.setConfig("StrictHostKeyChecking", "yes")
}
