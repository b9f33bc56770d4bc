pragma solidity 0.8.24;

contract Batch {
    mapping(address => uint256) credit;

    function buyFor(address[] calldata users) external payable {
        uint256 share = msg.value / users.length;
        for (uint256 i = 0; i < users.length; i++) {
            credit[users[i]] += share;
        }
    }
}
