resource "aws_ecs_task_definition" "agent" { # want "hcl/privileged-container"
  family = "agent"
  container_definitions = jsonencode([
    {
      name       = "agent"
      image      = "registry.example.com/agent:2.1.0"
      privileged = true
    }
  ])
}

resource "kubernetes_deployment" "agent" { # want "hcl/privileged-container"
  metadata {
    name = "agent"
  }
  spec {
    template {
      spec {
        container {
          name  = "agent"
          image = "registry.example.com/agent:2.1.0"
          security_context {
            privileged = true
          }
        }
      }
    }
  }
}

resource "docker_container" "builder" { # want "hcl/privileged-container"
  name       = "builder"
  image      = docker_image.builder.image_id
  privileged = true
}

resource "kubernetes_pod_security_policy" "open" { # want "hcl/privileged-container"
  metadata {
    name = "open"
  }
  spec {
    privileged   = true
    host_network = true
    run_as_user {
      rule = "RunAsAny"
    }
    se_linux {
      rule = "RunAsAny"
    }
    supplemental_groups {
      rule = "RunAsAny"
    }
    fs_group {
      rule = "RunAsAny"
    }
  }
}

resource "aws_ecs_task_definition" "json" { # want "hcl/privileged-container"
  family                = "json"
  container_definitions = <<DEFS
[
  {
    "name": "builder",
    "image": "registry.example.com/builder:1.0.0",
    "privileged": true
  }
]
DEFS
}

resource "aws_batch_job_definition" "render" { # want "hcl/privileged-container"
  name = "render"
  type = "container"
  container_properties = jsonencode({
    image      = "acme/render:2.1.0"
    privileged = true
    resourceRequirements = [
      { type = "VCPU", value = "1" },
      { type = "MEMORY", value = "2048" }
    ]
  })
}
