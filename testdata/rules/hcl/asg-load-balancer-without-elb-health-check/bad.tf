resource "aws_autoscaling_group" "web" { # want "hcl/asg-load-balancer-without-elb-health-check"
  name                = "web"
  min_size            = 2
  max_size            = 6
  desired_capacity    = 2
  vpc_zone_identifier = var.private_subnet_ids
  target_group_arns   = [aws_lb_target_group.web.arn]

  launch_template {
    id      = aws_launch_template.web.id
    version = "$Latest"
  }
}

resource "aws_autoscaling_group" "legacy" { # want "hcl/asg-load-balancer-without-elb-health-check"
  name                 = "legacy"
  min_size             = 1
  max_size             = 3
  availability_zones   = ["eu-west-1a", "eu-west-1b"]
  load_balancers       = [aws_elb.legacy.name]
  launch_configuration = aws_launch_configuration.legacy.name
}
