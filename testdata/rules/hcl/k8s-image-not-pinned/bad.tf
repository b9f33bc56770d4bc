resource "kubernetes_pod" "web" { # want "hcl/k8s-image-not-pinned" "hcl/k8s-image-not-pinned"
  metadata {
    name = "web"
  }
  spec {
    container {
      name  = "web"
      image = "nginx:latest"
    }
    init_container {
      name  = "init"
      image = "busybox"
    }
  }
}
