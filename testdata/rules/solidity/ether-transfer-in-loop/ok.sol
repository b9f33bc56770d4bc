pragma solidity 0.8.24;

contract Payroll {
    address payable[] staff;
    mapping(address => uint256) owed;
    IERC20 token;

    function accrue(uint256 salary) external {
        for (uint256 i = 0; i < staff.length; i++) {
            owed[staff[i]] += salary;
            token.transfer(staff[i], salary);
        }
    }

    function withdraw() external {
        uint256 amount = owed[msg.sender];
        owed[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
    }
}

contract Executor {
    function execute(address[] memory targets, uint256[] memory values, bytes[] memory calldatas) external payable {
        for (uint256 i = 0; i < targets.length; ++i) {
            (bool success, ) = targets[i].call{value: values[i]}(calldatas[i]);
            require(success);
        }
    }
}
