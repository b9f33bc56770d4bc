resource "kubernetes_pod_v1" "agent" { # want "hcl/k8s-pod-host-access: host_network = true" "hcl/k8s-pod-host-access" "hcl/k8s-pod-host-access" "hcl/k8s-pod-host-access"
  metadata {
    name = "agent"
  }
  spec {
    host_network = true
    host_pid     = true
    container {
      name  = "agent"
      image = "registry.example.com/agent:1.2.0"
      security_context {
        allow_privilege_escalation = true
        run_as_user                = 0
      }
    }
  }
}

resource "kubernetes_pod_security_policy" "hostnet" { # want "hcl/k8s-pod-host-access: host_network = true"
  metadata {
    name = "hostnet"
  }
  spec {
    host_network = true
    run_as_user {
      rule = "MustRunAsNonRoot"
    }
    se_linux {
      rule = "RunAsAny"
    }
    supplemental_groups {
      rule = "MustRunAs"
    }
    fs_group {
      rule = "MustRunAs"
    }
  }
}
