resource "kubernetes_deployment_v1" "api" { # want "hcl/k8s-pod-security-weakened: type = Unconfined" "hcl/k8s-pod-security-weakened: host_port = 8080" "hcl/k8s-pod-security-weakened: proc_mount = Unmasked" "hcl/k8s-pod-security-weakened: read_only_root_filesystem = false"
  metadata {
    name = "api"
  }
  spec {
    template {
      metadata {
        labels = { app = "api" }
      }
      spec {
        security_context {
          seccomp_profile {
            type = "Unconfined"
          }
        }
        container {
          name  = "api"
          image = "registry.example.com/api:1.4.2"
          port {
            container_port = 8080
            host_port      = 8080
          }
          security_context {
            proc_mount                = "Unmasked"
            read_only_root_filesystem = false
          }
        }
      }
    }
  }
}

resource "kubernetes_pod_v1" "tool" { # want "hcl/k8s-pod-security-weakened: automount_service_account_token = true"
  metadata {
    name = "tool"
  }
  spec {
    automount_service_account_token = true
    container {
      name  = "tool"
      image = "registry.example.com/tool:1.0.0"
    }
  }
}
