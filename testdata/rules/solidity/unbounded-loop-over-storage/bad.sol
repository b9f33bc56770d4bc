pragma solidity 0.8.24;

contract Payroll {
    address[] public members;

    function join() external {
        members.push(msg.sender);
    }

    function payAll() external {
        for (uint256 i = 0; i < members.length; i++) { // want "solidity/unbounded-loop-over-storage"
            payable(members[i]).transfer(1 ether);
        }
    }
}
