resource "aws_instance" "app" { # want "hcl/user-data-secret"
  ami           = var.ami_id
  instance_type = "t3.small"
  user_data     = <<-EOT
    #!/bin/bash
    export DB_PASSWORD=S3cr3tPassw0rd
    systemctl start app
  EOT
}

resource "aws_launch_template" "workers" { # want "hcl/user-data-secret"
  name      = "workers"
  user_data = base64encode("#!/bin/sh\necho 'api_key: 9f8e7d6c5b4a3210' > /etc/app.yml")
}

resource "cloudstack_instance" "web" { # want "hcl/user-data-secret"
  name             = "server-1"
  service_offering = "small"
  network_id       = cloudstack_network.app.id
  template         = "CentOS 6.5"
  zone             = "zone-1"
  user_data        = <<EOF
export DATABASE_PASSWORD=\"SomeSortOfPassword\"
EOF
}
