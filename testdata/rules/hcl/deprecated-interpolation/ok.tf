resource "aws_instance" "web" {
  ami           = var.ami_id
  instance_type = lookup(var.sizes, var.env)
  user_data     = "#!/bin/sh\necho ${var.greeting}"
  tags = {
    Name = "${local.name}-web"
    Env  = "env-${var.env}"
    Ref  = "${var.a}${var.b}"
  }
}

job "web" {
  group "app" {
    task "server" {
      config {
        args = ["${NOMAD_TASK_DIR}"]
      }
    }
  }
}
