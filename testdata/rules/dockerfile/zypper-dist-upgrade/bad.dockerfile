FROM opensuse/leap:15.5
RUN zypper --non-interactive dist-upgrade && zypper clean --all # want "dockerfile/zypper-dist-upgrade"
RUN zypper -n dup # want "dockerfile/zypper-dist-upgrade"
RUN ["zypper", "--non-interactive", "dup"] # want "dockerfile/zypper-dist-upgrade"
