resource "kubernetes_pod_v1" "agent" {
  metadata {
    name = "agent"
  }
  spec {
    host_network = true # want "hcl/k8s-pod-host-access: host_network = true"
    host_pid     = true # want "hcl/k8s-pod-host-access"
    container {
      name  = "agent"
      image = "registry.example.com/agent:1.2.0"
      security_context {
        allow_privilege_escalation = true # want "hcl/k8s-pod-host-access"
        run_as_user                = 0 # want "hcl/k8s-pod-host-access"
      }
    }
  }
}
