resource "aws_ecs_task_definition" "agent" {
  family = "agent"
  container_definitions = jsonencode([
    {
      name       = "agent"
      image      = "registry.example.com/agent:2.1.0"
      privileged = false
      user       = "1000"
    }
  ])
}

resource "docker_container" "web" {
  name  = "web"
  image = docker_image.web.image_id
}

resource "kubernetes_pod_security_policy" "restricted" {
  metadata {
    name = "restricted"
  }
  spec {
    privileged                 = false
    allow_privilege_escalation = false
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

resource "aws_ecs_task_definition" "json" {
  family                = "json"
  container_definitions = <<DEFS
[
  {
    "name": "web",
    "image": "registry.example.com/web:1.0.0",
    "privileged": false
  }
]
DEFS
}

resource "aws_batch_job_definition" "render" {
  name = "render"
  type = "container"
  container_properties = jsonencode({
    image      = "acme/render:2.1.0"
    privileged = false
  })
}
