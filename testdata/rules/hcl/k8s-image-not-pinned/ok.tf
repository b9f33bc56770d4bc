resource "kubernetes_pod" "web" {
  metadata {
    name = "web"
  }
  spec {
    container {
      name  = "web"
      image = "nginx:1.27.2"
    }
    init_container {
      name  = "init"
      image = "registry.example.com/tools/init@sha256:0d1f5b1c2a3e4f567890abcdef0123456789abcdef0123456789abcdef012345"
    }
    container {
      name  = "sidecar"
      image = "${var.registry}/sidecar:${var.tag}"
    }
  }
}
