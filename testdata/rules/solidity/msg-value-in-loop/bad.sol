pragma solidity 0.8.24;

contract Batch {
    mapping(address => uint256) credit;

    function buyFor(address[] calldata users) external payable {
        for (uint256 i = 0; i < users.length; i++) {
            credit[users[i]] += msg.value; // want "solidity/msg-value-in-loop"
        }
    }
}
