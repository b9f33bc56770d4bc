pragma solidity 0.8.24;

contract Payroll {
    address payable[] staff;

    function payAll(uint256 salary) external {
        for (uint256 i = 0; i < staff.length; i++) {
            staff[i].transfer(salary); // want "solidity/ether-transfer-in-loop"
        }
    }

    function refundAll(address[] calldata users, uint256 amount) external {
        for (uint256 i = 0; i < users.length; i++) {
            (bool ok, ) = users[i].call{value: amount}(""); // want "solidity/ether-transfer-in-loop"
            require(ok);
        }
    }
}
